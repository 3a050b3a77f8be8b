/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_SeekInputs */

const en_video_seek = /** @type {(inputs: Video_SeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seek`)
};

const ur_video_seek = /** @type {(inputs: Video_SeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آگے پیچھے کریں`)
};

/**
* | output |
* | --- |
* | "Seek" |
*
* @param {Video_SeekInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_seek = /** @type {((inputs?: Video_SeekInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_SeekInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_seek(inputs)
	return en_video_seek(inputs)
});