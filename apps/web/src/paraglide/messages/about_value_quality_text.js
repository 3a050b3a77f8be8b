/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Quality_TextInputs */

const en_about_value_quality_text = /** @type {(inputs: About_Value_Quality_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training, reviews and honest ratings keep the standard high for every client we serve.`)
};

const ur_about_value_quality_text = /** @type {(inputs: About_Value_Quality_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تربیت، ریویوز اور دیانت دار ریٹنگز ہر کلائنٹ کے لیے معیار بلند رکھتی ہیں۔`)
};

/**
* | output |
* | --- |
* | "Training, reviews and honest ratings keep the standard high for every client we serve." |
*
* @param {About_Value_Quality_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_quality_text = /** @type {((inputs?: About_Value_Quality_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Quality_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_value_quality_text(inputs)
	return en_about_value_quality_text(inputs)
});