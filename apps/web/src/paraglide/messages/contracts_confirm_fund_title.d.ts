/**
* | output |
* | --- |
* | "Fund {amount}?" |
*
* @param {Contracts_Confirm_Fund_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_fund_title: ((inputs: Contracts_Confirm_Fund_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Confirm_Fund_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Confirm_Fund_TitleInputs = {
    amount: NonNullable<unknown>;
};
