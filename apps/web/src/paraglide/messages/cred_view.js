/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_ViewInputs */

const en_cred_view = /** @type {(inputs: Cred_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification page`)
};

const ur_cred_view = /** @type {(inputs: Cred_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدیقی صفحہ`)
};

/**
* | output |
* | --- |
* | "Verification page" |
*
* @param {Cred_ViewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_view = /** @type {((inputs?: Cred_ViewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_ViewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_view(inputs)
	return en_cred_view(inputs)
});