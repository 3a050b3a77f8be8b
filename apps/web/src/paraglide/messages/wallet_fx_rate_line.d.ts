/**
* | output |
* | --- |
* | "Rs {rate} per $1 ({source}, {date})" |
*
* @param {Wallet_Fx_Rate_LineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_rate_line: ((inputs: Wallet_Fx_Rate_LineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Fx_Rate_LineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Fx_Rate_LineInputs = {
    rate: NonNullable<unknown>;
    source: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
