/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_IntroInputs */

const en_gallery_intro = /** @type {(inputs: Gallery_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moments from our freelancing hubs, women’s hubs, IT learning centres and software technology parks across Gilgit-Baltistan.`)
};

const ur_gallery_intro = /** @type {(inputs: Gallery_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان بھر میں ہمارے فری لانسنگ ہبز، خواتین کے ہبز، آئی ٹی لرننگ سینٹرز اور سافٹ ویئر ٹیکنالوجی پارکس کے یادگار لمحات۔`)
};

/**
* | output |
* | --- |
* | "Moments from our freelancing hubs, women’s hubs, IT learning centres and software technology parks across Gilgit-Baltistan." |
*
* @param {Gallery_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_intro = /** @type {((inputs?: Gallery_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_intro(inputs)
	return en_gallery_intro(inputs)
});