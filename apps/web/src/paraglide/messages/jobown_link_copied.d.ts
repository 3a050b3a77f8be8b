/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Jobown_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_link_copied: ((inputs?: Jobown_Link_CopiedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Link_CopiedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Link_CopiedInputs = {};
