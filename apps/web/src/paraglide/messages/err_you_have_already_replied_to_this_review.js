/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Have_Already_Replied_To_This_ReviewInputs */

const en_err_you_have_already_replied_to_this_review = /** @type {(inputs: Err_You_Have_Already_Replied_To_This_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already replied to this review`)
};

const ur_err_you_have_already_replied_to_this_review = /** @type {(inputs: Err_You_Have_Already_Replied_To_This_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ اس ریویو کا جواب پہلے ہی دے چکے ہیں`)
};

/**
* | output |
* | --- |
* | "You have already replied to this review" |
*
* @param {Err_You_Have_Already_Replied_To_This_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_replied_to_this_review = /** @type {((inputs?: Err_You_Have_Already_Replied_To_This_ReviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Have_Already_Replied_To_This_ReviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_have_already_replied_to_this_review(inputs)
	return en_err_you_have_already_replied_to_this_review(inputs)
});