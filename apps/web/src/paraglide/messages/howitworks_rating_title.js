/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Rating_TitleInputs */

const en_howitworks_rating_title = /** @type {(inputs: Howitworks_Rating_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating System`)
};

const ur_howitworks_rating_title = /** @type {(inputs: Howitworks_Rating_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریٹنگ سسٹم`)
};

/**
* | output |
* | --- |
* | "Rating System" |
*
* @param {Howitworks_Rating_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_rating_title = /** @type {((inputs?: Howitworks_Rating_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Rating_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_rating_title(inputs)
	return en_howitworks_rating_title(inputs)
});