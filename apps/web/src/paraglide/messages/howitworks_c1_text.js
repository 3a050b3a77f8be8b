/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C1_TextInputs */

const en_howitworks_c1_text = /** @type {(inputs: Howitworks_C1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up for free as a client in under a minute.`)
};

const ur_howitworks_c1_text = /** @type {(inputs: Howitworks_C1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایک منٹ سے کم وقت میں بطور کلائنٹ مفت سائن اپ کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign up for free as a client in under a minute." |
*
* @param {Howitworks_C1_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c1_text = /** @type {((inputs?: Howitworks_C1_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C1_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c1_text(inputs)
	return en_howitworks_c1_text(inputs)
});