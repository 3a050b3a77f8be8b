/**
* | output |
* | --- |
* | "Describe the project, the deliverables and what you expect from the freelancer (at least 50 characters)..." |
*
* @param {Jobown_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_description_placeholder: ((inputs?: Jobown_Description_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Description_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Description_PlaceholderInputs = {};
