/** The offline library payload's format (core/schemas/lawLibrary.ts): bumped when its shape changes, so a copy saved in another one is saved again. Here, not in the schema file, so code that needs only the number does not pull zod. */
export const LAW_LIBRARY_FORMAT = 2;
