/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_DownloadInputs */

const en_admin_batch_download = /** @type {(inputs: Admin_Batch_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download file`)
};

const ur_admin_batch_download = /** @type {(inputs: Admin_Batch_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فائل ڈاؤن لوڈ کریں`)
};

/**
* | output |
* | --- |
* | "Download file" |
*
* @param {Admin_Batch_DownloadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_download = /** @type {((inputs?: Admin_Batch_DownloadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_DownloadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_download(inputs)
	return en_admin_batch_download(inputs)
});