/**
* | output |
* | --- |
* | "{label} cannot be negative" |
*
* @param {Err_T_Not_NegativeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_not_negative: ((inputs: Err_T_Not_NegativeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Not_NegativeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Not_NegativeInputs = {
    label: NonNullable<unknown>;
};
