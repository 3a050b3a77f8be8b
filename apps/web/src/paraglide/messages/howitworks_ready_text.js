/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Ready_TextInputs */

const en_howitworks_ready_text = /** @type {(inputs: Howitworks_Ready_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the freelancers and clients of Gilgit-Baltistan today.`)
};

const ur_howitworks_ready_text = /** @type {(inputs: Howitworks_Ready_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آج ہی گلگت بلتستان کے فری لانسرز اور کلائنٹس میں شامل ہوں۔`)
};

/**
* | output |
* | --- |
* | "Join the freelancers and clients of Gilgit-Baltistan today." |
*
* @param {Howitworks_Ready_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_ready_text = /** @type {((inputs?: Howitworks_Ready_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Ready_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_ready_text(inputs)
	return en_howitworks_ready_text(inputs)
});