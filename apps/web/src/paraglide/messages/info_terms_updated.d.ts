/**
* | output |
* | --- |
* | "Last updated {date}" |
*
* @param {Info_Terms_UpdatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_updated: ((inputs: Info_Terms_UpdatedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Terms_UpdatedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Terms_UpdatedInputs = {
    date: NonNullable<unknown>;
};
