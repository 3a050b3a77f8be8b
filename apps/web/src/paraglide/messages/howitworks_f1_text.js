/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F1_TextInputs */

const en_howitworks_f1_text = /** @type {(inputs: Howitworks_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show your skills, services, portfolio and hourly rate.`)
};

const ur_howitworks_f1_text = /** @type {(inputs: Howitworks_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی مہارتیں، خدمات، پورٹ فولیو اور فی گھنٹہ ریٹ دکھائیں۔`)
};

/**
* | output |
* | --- |
* | "Show your skills, services, portfolio and hourly rate." |
*
* @param {Howitworks_F1_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f1_text = /** @type {((inputs?: Howitworks_F1_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F1_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f1_text(inputs)
	return en_howitworks_f1_text(inputs)
});