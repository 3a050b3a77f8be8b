/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Profiles_Card_ReviewsInputs */

const en_profiles_card_reviews = /** @type {(inputs: Profiles_Card_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.shown} reviews)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.shown} reviews)`);
	return /** @type {LocalizedString} */ ("profiles_card_reviews");
};

const ur_profiles_card_reviews = /** @type {(inputs: Profiles_Card_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.shown} ریویو)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.shown} ریویوز)`);
	return /** @type {LocalizedString} */ ("profiles_card_reviews");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({shown} reviews)" |
* | "other" | "({shown} reviews)" |
*
* @param {Profiles_Card_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_card_reviews = /** @type {((inputs: Profiles_Card_ReviewsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Card_ReviewsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_card_reviews(inputs)
	return en_profiles_card_reviews(inputs)
});