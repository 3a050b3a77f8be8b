/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_CloseInputs */

const en_video_close = /** @type {(inputs: Video_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close video`)
};

const ur_video_close = /** @type {(inputs: Video_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویڈیو بند کریں`)
};

/**
* | output |
* | --- |
* | "Close video" |
*
* @param {Video_CloseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_close = /** @type {((inputs?: Video_CloseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_CloseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_close(inputs)
	return en_video_close(inputs)
});