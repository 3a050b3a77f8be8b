/**
* | output |
* | --- |
* | "{sum} (out of balance)" |
*
* @param {Admin_Out_Of_BalanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_out_of_balance: ((inputs: Admin_Out_Of_BalanceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Out_Of_BalanceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Out_Of_BalanceInputs = {
    sum: NonNullable<unknown>;
};
