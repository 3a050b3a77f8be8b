/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Cover_PhotoInputs */

const en_profedit_cover_photo = /** @type {(inputs: Profedit_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover Photo`)
};

const ur_profedit_cover_photo = /** @type {(inputs: Profedit_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کور فوٹو`)
};

/**
* | output |
* | --- |
* | "Cover Photo" |
*
* @param {Profedit_Cover_PhotoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cover_photo = /** @type {((inputs?: Profedit_Cover_PhotoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Cover_PhotoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_cover_photo(inputs)
	return en_profedit_cover_photo(inputs)
});