/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_DownloadInputs */

const en_cred_download = /** @type {(inputs: Cred_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The signed credential (VC-JWT)`)
};

const ur_cred_download = /** @type {(inputs: Cred_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دستخط شدہ سند (VC-JWT)`)
};

/**
* | output |
* | --- |
* | "The signed credential (VC-JWT)" |
*
* @param {Cred_DownloadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_download = /** @type {((inputs?: Cred_DownloadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_DownloadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_download(inputs)
	return en_cred_download(inputs)
});