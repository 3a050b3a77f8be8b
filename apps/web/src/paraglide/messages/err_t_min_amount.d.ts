/**
* | output |
* | --- |
* | "{label} must be at least {amount}" |
*
* @param {Err_T_Min_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_min_amount: ((inputs: Err_T_Min_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Min_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Min_AmountInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
