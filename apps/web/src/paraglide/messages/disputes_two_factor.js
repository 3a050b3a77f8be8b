/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Two_FactorInputs */

const en_disputes_two_factor = /** @type {(inputs: Disputes_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Turn on two-factor authentication in Settings to use your admin or mediator powers.`)
};

const ur_disputes_two_factor = /** @type {(inputs: Disputes_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ایڈمن یا ثالث کے اختیارات استعمال کرنے کے لیے سیٹنگز میں دو مرحلہ تصدیق آن کریں۔`)
};

/**
* | output |
* | --- |
* | "Turn on two-factor authentication in Settings to use your admin or mediator powers." |
*
* @param {Disputes_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_two_factor = /** @type {((inputs?: Disputes_Two_FactorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Two_FactorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_two_factor(inputs)
	return en_disputes_two_factor(inputs)
});