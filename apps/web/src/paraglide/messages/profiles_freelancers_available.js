/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Profiles_Freelancers_AvailableInputs */

const en_profiles_freelancers_available = /** @type {(inputs: Profiles_Freelancers_AvailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} freelancers available`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} freelancers available`);
	return /** @type {LocalizedString} */ ("profiles_freelancers_available");
};

const ur_profiles_freelancers_available = /** @type {(inputs: Profiles_Freelancers_AvailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} فری لانسر دستیاب ہے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} فری لانسرز دستیاب ہیں`);
	return /** @type {LocalizedString} */ ("profiles_freelancers_available");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} freelancers available" |
* | "other" | "{shown} freelancers available" |
*
* @param {Profiles_Freelancers_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_freelancers_available = /** @type {((inputs: Profiles_Freelancers_AvailableInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Freelancers_AvailableInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_freelancers_available(inputs)
	return en_profiles_freelancers_available(inputs)
});