/**
* | output |
* | --- |
* | "Your changes are live." |
*
* @param {Jobown_Changes_LiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_changes_live: ((inputs?: Jobown_Changes_LiveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Changes_LiveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Changes_LiveInputs = {};
