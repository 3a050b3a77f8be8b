/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_ShareInputs */

const en_gallery_share = /** @type {(inputs: Gallery_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const ur_gallery_share = /** @type {(inputs: Gallery_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شیئر کریں`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Gallery_ShareInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_share = /** @type {((inputs?: Gallery_ShareInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_ShareInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_share(inputs)
	return en_gallery_share(inputs)
});