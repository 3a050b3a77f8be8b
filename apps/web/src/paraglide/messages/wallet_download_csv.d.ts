/**
* | output |
* | --- |
* | "Download CSV for {month}" |
*
* @param {Wallet_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_download_csv: ((inputs: Wallet_Download_CsvInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Download_CsvInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Download_CsvInputs = {
    month: NonNullable<unknown>;
};
