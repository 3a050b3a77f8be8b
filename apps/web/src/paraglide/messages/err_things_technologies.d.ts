/**
* | output |
* | --- |
* | "technologies" |
*
* @param {Err_Things_TechnologiesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_technologies: ((inputs?: Err_Things_TechnologiesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Things_TechnologiesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Things_TechnologiesInputs = {};
