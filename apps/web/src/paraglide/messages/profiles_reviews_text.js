/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Profiles_Reviews_TextInputs */

const en_profiles_reviews_text = /** @type {(inputs: Profiles_Reviews_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} reviews`);
	return /** @type {LocalizedString} */ ("profiles_reviews_text");
};

const ur_profiles_reviews_text = /** @type {(inputs: Profiles_Reviews_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} ریویو`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} ریویوز`);
	return /** @type {LocalizedString} */ ("profiles_reviews_text");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} review" |
* | "other" | "{shown} reviews" |
*
* @param {Profiles_Reviews_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reviews_text = /** @type {((inputs: Profiles_Reviews_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Reviews_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_reviews_text(inputs)
	return en_profiles_reviews_text(inputs)
});