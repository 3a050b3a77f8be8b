/**
* | output |
* | --- |
* | "The two amounts must add up to {amount}, the amount in escrow" |
*
* @param {Err_T_Amounts_Add_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_amounts_add_up: ((inputs: Err_T_Amounts_Add_UpInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Amounts_Add_UpInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Amounts_Add_UpInputs = {
    amount: NonNullable<unknown>;
};
