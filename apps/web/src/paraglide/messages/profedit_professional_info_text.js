/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Professional_Info_TextInputs */

const en_profedit_professional_info_text = /** @type {(inputs: Profedit_Professional_Info_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you do, in a line clients will read first.`)
};

const ur_profedit_professional_info_text = /** @type {(inputs: Profedit_Professional_Info_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کیا کام کرتے ہیں، ایک ایسی سطر میں جو کلائنٹس سب سے پہلے پڑھیں گے۔`)
};

/**
* | output |
* | --- |
* | "What you do, in a line clients will read first." |
*
* @param {Profedit_Professional_Info_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_professional_info_text = /** @type {((inputs?: Profedit_Professional_Info_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Professional_Info_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_professional_info_text(inputs)
	return en_profedit_professional_info_text(inputs)
});