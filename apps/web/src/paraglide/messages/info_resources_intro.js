/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Resources_IntroInputs */

const en_info_resources_intro = /** @type {(inputs: Info_Resources_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short, practical guides for freelancers and clients, and where to find training and support in Gilgit-Baltistan.`)
};

const ur_info_resources_intro = /** @type {(inputs: Info_Resources_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسرز اور کلائنٹس کے لیے مختصر، عملی رہنما، اور گلگت بلتستان میں تربیت اور مدد کہاں سے ملے۔`)
};

/**
* | output |
* | --- |
* | "Short, practical guides for freelancers and clients, and where to find training and support in Gilgit-Baltistan." |
*
* @param {Info_Resources_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_resources_intro = /** @type {((inputs?: Info_Resources_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Resources_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_resources_intro(inputs)
	return en_info_resources_intro(inputs)
});