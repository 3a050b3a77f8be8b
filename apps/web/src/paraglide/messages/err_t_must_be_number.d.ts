/**
* | output |
* | --- |
* | "{label} must be a number" |
*
* @param {Err_T_Must_Be_NumberInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_must_be_number: ((inputs: Err_T_Must_Be_NumberInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Must_Be_NumberInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Must_Be_NumberInputs = {
    label: NonNullable<unknown>;
};
