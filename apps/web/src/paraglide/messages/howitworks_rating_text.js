/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Rating_TextInputs */

const en_howitworks_rating_text = /** @type {(inputs: Howitworks_Rating_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Honest ratings and reviews after every job help everyone choose well.`)
};

const ur_howitworks_rating_text = /** @type {(inputs: Howitworks_Rating_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر جاب کے بعد دیانت دار ریٹنگز اور ریویوز سب کو بہتر انتخاب میں مدد دیتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Honest ratings and reviews after every job help everyone choose well." |
*
* @param {Howitworks_Rating_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_rating_text = /** @type {((inputs?: Howitworks_Rating_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Rating_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_rating_text(inputs)
	return en_howitworks_rating_text(inputs)
});