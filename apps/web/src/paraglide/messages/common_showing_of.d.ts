/**
* | output |
* | --- |
* | "Showing {shown} of {total} {noun}" |
*
* @param {Common_Showing_OfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_showing_of: ((inputs: Common_Showing_OfInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Showing_OfInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Showing_OfInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
    noun: NonNullable<unknown>;
};
