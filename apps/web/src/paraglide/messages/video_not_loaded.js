/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_Not_LoadedInputs */

const en_video_not_loaded = /** @type {(inputs: Video_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this video could not be loaded.`)
};

const ur_video_not_loaded = /** @type {(inputs: Video_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معذرت، یہ ویڈیو لوڈ نہیں ہو سکی۔`)
};

/**
* | output |
* | --- |
* | "Sorry, this video could not be loaded." |
*
* @param {Video_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_not_loaded = /** @type {((inputs?: Video_Not_LoadedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Not_LoadedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_not_loaded(inputs)
	return en_video_not_loaded(inputs)
});