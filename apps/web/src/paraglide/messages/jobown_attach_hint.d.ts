/**
* | output |
* | --- |
* | "Images, PDF, DOC or DOCX; up to {count} files, {size} MB each." |
*
* @param {Jobown_Attach_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_attach_hint: ((inputs: Jobown_Attach_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Attach_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Attach_HintInputs = {
    count: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
