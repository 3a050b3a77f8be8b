/**
* | output |
* | --- |
* | "{label} is too large" |
*
* @param {Err_T_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_too_large: ((inputs: Err_T_Too_LargeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Too_LargeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Too_LargeInputs = {
    label: NonNullable<unknown>;
};
