/**
* | output |
* | --- |
* | "Refund amount must be at most the milestone's {amount}" |
*
* @param {Err_T_Refund_At_MostInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_refund_at_most: ((inputs: Err_T_Refund_At_MostInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Refund_At_MostInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Refund_At_MostInputs = {
    amount: NonNullable<unknown>;
};
