/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Wallet_Download_Csv_ButtonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_download_csv_button: ((inputs?: Wallet_Download_Csv_ButtonInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Download_Csv_ButtonInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Download_Csv_ButtonInputs = {};
