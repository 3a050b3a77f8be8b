/**
* | output |
* | --- |
* | "Invalid {label}" |
*
* @param {Err_T_InvalidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_invalid: ((inputs: Err_T_InvalidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_InvalidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_InvalidInputs = {
    label: NonNullable<unknown>;
};
