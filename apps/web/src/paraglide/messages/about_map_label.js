/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, district: NonNullable<unknown> }} About_Map_LabelInputs */

const en_about_map_label = /** @type {(inputs: About_Map_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Map of Gilgit-Baltistan showing ${i?.name} in ${i?.district} district`)
};

const ur_about_map_label = /** @type {(inputs: About_Map_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان کا نقشہ جس میں ضلع ${i?.district} میں ${i?.name} دکھایا گیا ہے`)
};

/**
* | output |
* | --- |
* | "Map of Gilgit-Baltistan showing {name} in {district} district" |
*
* @param {About_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_map_label = /** @type {((inputs: About_Map_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Map_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_map_label(inputs)
	return en_about_map_label(inputs)
});