/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_CredentialInputs */

const en_title_credential = /** @type {(inputs: Title_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential verification`)
};

const ur_title_credential = /** @type {(inputs: Title_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند کی تصدیق`)
};

/**
* | output |
* | --- |
* | "Credential verification" |
*
* @param {Title_CredentialInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_credential = /** @type {((inputs?: Title_CredentialInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_CredentialInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_credential(inputs)
	return en_title_credential(inputs)
});