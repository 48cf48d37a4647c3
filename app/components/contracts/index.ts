export { ContractFieldGrid } from './ContractFieldGrid';
export { ContractFieldInput } from './ContractFieldInput';
export { ContractText } from './ContractText';
export { CopyTextButton } from './CopyTextButton';
export { downloadTextFile, draftingContractFileName, templateContractFileName } from './download';
export { draftOnDevice, engineLabel, generateContract, type ContractPayload, type GeneratedContract } from './generate';
