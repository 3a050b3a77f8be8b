/**
* | output |
* | --- |
* | "Job Posted Successfully!" |
*
* @param {Jobown_Posted_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_posted_title: ((inputs?: Jobown_Posted_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Posted_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Posted_TitleInputs = {};
