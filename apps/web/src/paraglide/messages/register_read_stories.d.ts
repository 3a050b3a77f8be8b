/**
* | output |
* | --- |
* | "Read Success Stories" |
*
* @param {Register_Read_StoriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_read_stories: ((inputs?: Register_Read_StoriesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Read_StoriesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Read_StoriesInputs = {};
