/**
* | output |
* | --- |
* | "education entries" |
*
* @param {Err_Things_Education_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_education_entries: ((inputs?: Err_Things_Education_EntriesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Things_Education_EntriesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Things_Education_EntriesInputs = {};
