/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_PublishedInputs */

const en_reviews_published = /** @type {(inputs: Reviews_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published`)
};

const ur_reviews_published = /** @type {(inputs: Reviews_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شائع ہو چکا ہے`)
};

/**
* | output |
* | --- |
* | "Published" |
*
* @param {Reviews_PublishedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_published = /** @type {((inputs?: Reviews_PublishedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_PublishedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_published(inputs)
	return en_reviews_published(inputs)
});