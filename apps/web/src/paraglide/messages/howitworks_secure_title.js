/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Secure_TitleInputs */

const en_howitworks_secure_title = /** @type {(inputs: Howitworks_Secure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure Payments`)
};

const ur_howitworks_secure_title = /** @type {(inputs: Howitworks_Secure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محفوظ ادائیگیاں`)
};

/**
* | output |
* | --- |
* | "Secure Payments" |
*
* @param {Howitworks_Secure_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_secure_title = /** @type {((inputs?: Howitworks_Secure_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Secure_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_secure_title(inputs)
	return en_howitworks_secure_title(inputs)
});