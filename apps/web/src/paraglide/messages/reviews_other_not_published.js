/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Other_Not_PublishedInputs */

const en_reviews_other_not_published = /** @type {(inputs: Reviews_Other_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The other review is not published yet.`)
};

const ur_reviews_other_not_published = /** @type {(inputs: Reviews_Other_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دوسرا ریویو ابھی شائع نہیں ہوا۔`)
};

/**
* | output |
* | --- |
* | "The other review is not published yet." |
*
* @param {Reviews_Other_Not_PublishedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_other_not_published = /** @type {((inputs?: Reviews_Other_Not_PublishedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Other_Not_PublishedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_other_not_published(inputs)
	return en_reviews_other_not_published(inputs)
});