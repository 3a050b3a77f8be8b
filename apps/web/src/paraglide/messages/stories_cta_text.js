/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Cta_TextInputs */

const en_stories_cta_text = /** @type {(inputs: Stories_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join a hub near you, learn an in-demand skill and start working with clients worldwide.`)
};

const ur_stories_cta_text = /** @type {(inputs: Stories_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے قریبی ہب میں شامل ہوں، مانگ والا ہنر سیکھیں اور دنیا بھر کے کلائنٹس کے ساتھ کام شروع کریں۔`)
};

/**
* | output |
* | --- |
* | "Join a hub near you, learn an in-demand skill and start working with clients worldwide." |
*
* @param {Stories_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_cta_text = /** @type {((inputs?: Stories_Cta_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Cta_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_cta_text(inputs)
	return en_stories_cta_text(inputs)
});