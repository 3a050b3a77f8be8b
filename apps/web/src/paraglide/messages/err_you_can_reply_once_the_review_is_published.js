/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs */

const en_err_you_can_reply_once_the_review_is_published = /** @type {(inputs: Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can reply once the review is published`)
};

const ur_err_you_can_reply_once_the_review_is_published = /** @type {(inputs: Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویو شائع ہونے کے بعد آپ جواب دے سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "You can reply once the review is published" |
*
* @param {Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_can_reply_once_the_review_is_published = /** @type {((inputs?: Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_can_reply_once_the_review_is_published(inputs)
	return en_err_you_can_reply_once_the_review_is_published(inputs)
});