/**
* | output |
* | --- |
* | "The smallest withdrawal is {amount}" |
*
* @param {Err_T_Smallest_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_smallest_withdrawal: ((inputs: Err_T_Smallest_WithdrawalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Smallest_WithdrawalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Smallest_WithdrawalInputs = {
    amount: NonNullable<unknown>;
};
